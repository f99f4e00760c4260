/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Manifest_DescriptionInputs */

const en_site_manifest_description = /** @type {(inputs: Site_Manifest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible stories, games and verses for children and families, in bite-size pieces.`)
};

const es_site_manifest_description = /** @type {(inputs: Site_Manifest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de la Biblia, juegos y versículos para niños y familias, en pedacitos.`)
};

/**
* | output |
* | --- |
* | "Bible stories, games and verses for children and families, in bite-size pieces." |
*
* @param {Site_Manifest_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_manifest_description = /** @type {((inputs?: Site_Manifest_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Manifest_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_manifest_description(inputs)
	return en_site_manifest_description(inputs)
});