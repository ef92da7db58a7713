import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { isStrongPassword } from '@chelian/contracts/values';

export function requiredRule(t: TFunction, label: string): FormRule {
  return { required: true, whitespace: true, message: t('validation.required', { label }) };
}

/**
 * At least 8 characters with uppercase, lowercase, digit and symbol; input is
 * trimmed. The one strength rule of the console: every form that sets a password uses it (change,
 * forgot, and the engine's hashed password fields: user create, tenant administrator).
 */
export function strongPasswordRule(t: TFunction): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || isStrongPassword(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('password.weak'))),
  };
}

/** The confirmation must equal the field it confirms. */
export function sameAsRule(t: TFunction, field: string): FormRule {
  return (form: Pick<FormInstance, 'getFieldValue'>) => ({
    validator: (_rule, value: unknown) => {
      const other = form.getFieldValue(field) as unknown;
      if (typeof value !== 'string' || value.trim() === '' || typeof other !== 'string')
        return Promise.resolve();
      return value.trim() === other.trim()
        ? Promise.resolve()
        : Promise.reject(new Error(t('password.mismatch')));
    },
  });
}
