/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_HeadingInputs */

const en_admin_sets_heading = /** @type {(inputs: Admin_Sets_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Sets`)
};

const es_admin_sets_heading = /** @type {(inputs: Admin_Sets_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series de versículos`)
};

/**
* | output |
* | --- |
* | "Verse Sets" |
*
* @param {Admin_Sets_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_heading = /** @type {((inputs?: Admin_Sets_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_heading(inputs)
	return en_admin_sets_heading(inputs)
});