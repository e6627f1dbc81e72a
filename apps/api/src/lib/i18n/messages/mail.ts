import { defineMessages } from '../define';

export const mail = defineMessages({
  en: {},
  bn: {},
});
