/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Site_Menu_Admin_PanelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_admin_panel: ((inputs?: Site_Menu_Admin_PanelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_Admin_PanelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Menu_Admin_PanelInputs = {};
