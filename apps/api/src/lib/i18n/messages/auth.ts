import { defineMessages } from '../define';

export const auth = defineMessages({
  en: {},
  bn: {},
});
