/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Rights_Family_AfterInputs */

const en_site_privacy_rights_family_after = /** @type {(inputs: Site_Privacy_Rights_Family_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` page you can download all data of a child or of your whole family as one file, and delete a child's profile.`)
};

const es_site_privacy_rights_family_after = /** @type {(inputs: Site_Privacy_Rights_Family_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` puedes descargar todos los datos de un niño o de toda tu familia en un archivo, y eliminar el perfil de un niño.`)
};

/**
* | output |
* | --- |
* | "page you can download all data of a child or of your whole family as one file, and delete a child's profile." |
*
* @param {Site_Privacy_Rights_Family_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_rights_family_after = /** @type {((inputs?: Site_Privacy_Rights_Family_AfterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Rights_Family_AfterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_rights_family_after(inputs)
	return en_site_privacy_rights_family_after(inputs)
});