import { defineMessages } from '../define';

export const admin = defineMessages({
  en: {},
  bn: {},
});
