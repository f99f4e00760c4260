/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_NounInputs */

const en_admin_stories_noun = /** @type {(inputs: Admin_Stories_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stories`)
};

const es_admin_stories_noun = /** @type {(inputs: Admin_Stories_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`historias`)
};

/**
* | output |
* | --- |
* | "stories" |
*
* @param {Admin_Stories_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_noun = /** @type {((inputs?: Admin_Stories_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_noun(inputs)
	return en_admin_stories_noun(inputs)
});