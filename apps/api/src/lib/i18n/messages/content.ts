import { defineMessages } from '../define';

export const content = defineMessages({
  en: {},
  bn: {},
});
