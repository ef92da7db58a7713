import { memo, useMemo, useState } from 'react';
import { Button, Col, Form, Row as Grid, Space, theme, type FormInstance } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { useTranslation } from 'react-i18next';
import { useLayoutWidths } from '../i18n';
import { labelWidth } from '../utils/textWidth';
import { SearchInputField } from './fields';
import { searchRules } from './rules';
import { foldLayout } from './schema';
import { useListContext } from './controllers';
import { localize } from './text';
import type { SearchDef } from './types';
import { searchDefaults } from './values';

/**
 * The search form: inputs by kind, folded after 4 fields or 44 width units,
 * validated before every query (an invalid form sends nothing), reset back to the defaults.
 */
export function SearchForm() {
  const { searchDefs, searchForm, scope, spec, admin, submitSearch, resetSearch } = useListContext();
  return (
    <SearchFormView
      defs={searchDefs}
      searchForm={searchForm}
      scope={scope}
      resource={spec.name}
      admin={admin}
      submitSearch={submitSearch}
      resetSearch={resetSearch}
    />
  );
}

/**
 * The form itself, rendered again only when its own inputs change: a page of rows arriving does not
 * render its inputs (each antd form item measures itself when it renders) again. A list screen of
 * its own (not a resource) draws its search with it too, from search definitions of its own.
 */
export const SearchFormView = memo(function SearchFormView({
  defs,
  searchForm,
  scope,
  resource,
  admin,
  submitSearch,
  resetSearch,
}: {
  defs: readonly SearchDef[];
  searchForm: FormInstance;
  scope: string;
  resource: string;
  admin: boolean;
  submitSearch: () => Promise<boolean>;
  resetSearch: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState(false);
  const { searchLabel } = useLayoutWidths();
  const labelFlex = useMemo(
    () =>
      `${labelWidth(
        defs.map((def) => localize(def.label, i18n.language)),
        `${token.fontSize}px ${token.fontFamily}`,
        searchLabel.least,
        searchLabel.most,
      )}px`,
    [defs, i18n.language, searchLabel, token.fontFamily, token.fontSize],
  );
  const { foldable, collapsedCount } = useMemo(() => foldLayout(defs.map((def) => def.width)), [defs]);
  const initialValues = useMemo(() => searchDefaults(defs), [defs]);
  if (!defs.length) return null;
  const shown = !foldable || expanded ? defs.length : collapsedCount;
  const usedWidth = defs.slice(0, shown).reduce((sum, def) => sum + def.width, 0);
  const rest = 24 - (usedWidth % 24);
  const buttonsSpan = rest >= 6 ? rest : 24;

  return (
    <Form
      form={searchForm}
      initialValues={initialValues}
      data-testid={`${scope}-search`}
      onFinish={() => void submitSearch()}
      labelCol={{ flex: labelFlex }}
      labelWrap
      style={{ marginBottom: 8 }}
    >
      <Grid gutter={[16, 0]}>
        {defs.map((def, index) => (
          <Col
            key={def.name}
            span={def.width}
            style={index < shown ? undefined : { display: 'none' }}
            data-testid={`${scope}-search-item-${def.key}`}
          >
            <Form.Item
              name={def.name}
              label={localize(def.label)}
              rules={searchRules(t, def)}
              validateTrigger={['onChange', 'onBlur']}
              style={{ marginBottom: 12 }}
            >
              <SearchInputField
                def={def}
                resource={resource}
                admin={admin}
                testId={`${scope}-search-${def.key}`}
              />
            </Form.Item>
          </Col>
        ))}
        <Col span={buttonsSpan} style={{ marginLeft: 'auto', textAlign: 'right' }}>
          <Space style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" data-testid={`${scope}-search-submit`}>
              {t('common.search')}
            </Button>
            <Button data-testid={`${scope}-search-reset`} onClick={resetSearch}>
              {t('common.reset')}
            </Button>
            {foldable ? (
              <Button
                type="link"
                data-testid={`${scope}-search-fold`}
                data-expanded={expanded ? 'true' : 'false'}
                onClick={() => setExpanded((value) => !value)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
              >
                {expanded ? t('engine.collapse') : t('engine.expand')}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Grid>
    </Form>
  );
});
