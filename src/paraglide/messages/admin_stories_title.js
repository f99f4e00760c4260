/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_TitleInputs */

const en_admin_stories_title = /** @type {(inputs: Admin_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it Real stories`)
};

const es_admin_stories_title = /** @type {(inputs: Admin_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de Keep it Real`)
};

/**
* | output |
* | --- |
* | "Keep it Real stories" |
*
* @param {Admin_Stories_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_title = /** @type {((inputs?: Admin_Stories_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_title(inputs)
	return en_admin_stories_title(inputs)
});