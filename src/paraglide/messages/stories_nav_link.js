/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Nav_LinkInputs */

const en_stories_nav_link = /** @type {(inputs: Stories_Nav_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

const es_stories_nav_link = /** @type {(inputs: Stories_Nav_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas`)
};

/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_Nav_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_nav_link = /** @type {((inputs?: Stories_Nav_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Nav_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_nav_link(inputs)
	return en_stories_nav_link(inputs)
});