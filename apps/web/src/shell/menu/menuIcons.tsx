import type { ComponentType } from 'react';
import AlertOutlined from '@ant-design/icons/AlertOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DeploymentUnitOutlined from '@ant-design/icons/DeploymentUnitOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HddOutlined from '@ant-design/icons/HddOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SlidersOutlined from '@ant-design/icons/SlidersOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';

/**
 * The menu icons the console supports, by name. Server names may be antd names ('CarOutlined')
 * or short ones ('car'); anything else falls back to AppstoreOutlined.
 */
const ICONS: Record<string, ComponentType> = {
  alert: AlertOutlined,
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  barchart: BarChartOutlined,
  bell: BellOutlined,
  car: CarOutlined,
  cloudupload: CloudUploadOutlined,
  cluster: ClusterOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  deploymentunit: DeploymentUnitOutlined,
  desktop: DesktopOutlined,
  environment: EnvironmentOutlined,
  filetext: FileTextOutlined,
  file: FileTextOutlined,
  folder: FolderOutlined,
  global: GlobalOutlined,
  hdd: HddOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  linechart: LineChartOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  login: LoginOutlined,
  message: MessageOutlined,
  mobile: MobileOutlined,
  notification: NotificationOutlined,
  paperclip: PaperClipOutlined,
  profile: ProfileOutlined,
  read: ReadOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  sharealt: ShareAltOutlined,
  shop: ShopOutlined,
  sliders: SlidersOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
  // names used by the screen groups of the spec
  analysis: BarChartOutlined,
  monitor: DesktopOutlined,
  vehicle: CarOutlined,
  system: SettingOutlined,
  terminal: MobileOutlined,
  remote: ControlOutlined,
  ota: CloudUploadOutlined,
  dealer: ShopOutlined,
  customer: TeamOutlined,
  content: ReadOutlined,
  apimanage: ApiOutlined,
};

export function normalizeIconName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/i, '')
    .replace(/^(icon-|anticon-)/i, '')
    .replace(/[-_\s]/g, '')
    .toLowerCase();
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = ICONS[normalizeIconName(name)] ?? AppstoreOutlined;
  return <Icon />;
}
