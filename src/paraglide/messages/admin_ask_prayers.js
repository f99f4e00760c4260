/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_PrayersInputs */

const en_admin_ask_prayers = /** @type {(inputs: Admin_Ask_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer requests`)
};

const es_admin_ask_prayers = /** @type {(inputs: Admin_Ask_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones de oración`)
};

/**
* | output |
* | --- |
* | "Prayer requests" |
*
* @param {Admin_Ask_PrayersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_prayers = /** @type {((inputs?: Admin_Ask_PrayersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_PrayersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_prayers(inputs)
	return en_admin_ask_prayers(inputs)
});