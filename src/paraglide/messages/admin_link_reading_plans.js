/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Link_Reading_PlansInputs */

const en_admin_link_reading_plans = /** @type {(inputs: Admin_Link_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plans`)
};

const es_admin_link_reading_plans = /** @type {(inputs: Admin_Link_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

/**
* | output |
* | --- |
* | "Reading Plans" |
*
* @param {Admin_Link_Reading_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_link_reading_plans = /** @type {((inputs?: Admin_Link_Reading_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Link_Reading_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_link_reading_plans(inputs)
	return en_admin_link_reading_plans(inputs)
});