export { contentRoutes } from './content.routes';
export * as contentTables from './content.tables';
export { getSettings, getSettingsForAdmin, getShippingFees, updateSettings } from './content.settings.service';
export { SETTING_DEFAULTS } from './content.settings';
