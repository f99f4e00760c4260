/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Noun_PrayersInputs */

const en_admin_ask_noun_prayers = /** @type {(inputs: Admin_Ask_Noun_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prayer requests`)
};

const es_admin_ask_noun_prayers = /** @type {(inputs: Admin_Ask_Noun_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peticiones de oración`)
};

/**
* | output |
* | --- |
* | "prayer requests" |
*
* @param {Admin_Ask_Noun_PrayersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_noun_prayers = /** @type {((inputs?: Admin_Ask_Noun_PrayersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Noun_PrayersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_noun_prayers(inputs)
	return en_admin_ask_noun_prayers(inputs)
});