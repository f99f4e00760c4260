/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Download_Family_DataInputs */

const en_family_download_family_data = /** @type {(inputs: Family_Download_Family_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download family data`)
};

const es_family_download_family_data = /** @type {(inputs: Family_Download_Family_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar los datos de la familia`)
};

/**
* | output |
* | --- |
* | "Download family data" |
*
* @param {Family_Download_Family_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_download_family_data = /** @type {((inputs?: Family_Download_Family_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Download_Family_DataInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_download_family_data(inputs)
	return en_family_download_family_data(inputs)
});