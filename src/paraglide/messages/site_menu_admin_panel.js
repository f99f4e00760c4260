/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Menu_Admin_PanelInputs */

const en_site_menu_admin_panel = /** @type {(inputs: Site_Menu_Admin_PanelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

const es_site_menu_admin_panel = /** @type {(inputs: Site_Menu_Admin_PanelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Site_Menu_Admin_PanelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_admin_panel = /** @type {((inputs?: Site_Menu_Admin_PanelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Menu_Admin_PanelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_menu_admin_panel(inputs)
	return en_site_menu_admin_panel(inputs)
});