export * from './i18n';
export * from './errors';
export * from './values';
export * from './platform';
export * from './messages';
export * from './files';
export * from './ws';
export * from './permissions';
export {
  menuCatalog,
  allScreens,
  type ScreenEntry,
  type MenuGroupEntry,
  type LocalizedText,
} from './menu-catalog';
export * from './resource';
export * from './legacy-routes';
export * from './call';
export * from './resources';
export * from './resources/archive';
export * from './resources/ne-vehicle';
export * from './resources/archive-extra';
export * from './filing';
export * from './gb32960-enums';
