/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Learning_Switch_MenuInputs */

const en_site_learning_switch_menu = /** @type {(inputs: Site_Learning_Switch_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning?`)
};

const es_site_learning_switch_menu = /** @type {(inputs: Site_Learning_Switch_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién aprende?`)
};

/**
* | output |
* | --- |
* | "Who's learning?" |
*
* @param {Site_Learning_Switch_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_learning_switch_menu = /** @type {((inputs?: Site_Learning_Switch_MenuInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Learning_Switch_MenuInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_learning_switch_menu(inputs)
	return en_site_learning_switch_menu(inputs)
});