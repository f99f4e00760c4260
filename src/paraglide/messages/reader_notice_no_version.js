/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ asked: NonNullable<unknown>, version: NonNullable<unknown> }} Reader_Notice_No_VersionInputs */

const en_reader_notice_no_version = /** @type {(inputs: Reader_Notice_No_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no Bible version "${i?.asked}" here, so the ${i?.version} is shown.`)
};

const es_reader_notice_no_version = /** @type {(inputs: Reader_Notice_No_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aquí no hay ninguna versión de la Biblia llamada «${i?.asked}»; se muestra la ${i?.version}.`)
};

/**
* | output |
* | --- |
* | "There is no Bible version \"{asked}\" here, so the {version} is shown." |
*
* @param {Reader_Notice_No_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_no_version = /** @type {((inputs: Reader_Notice_No_VersionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Notice_No_VersionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_notice_no_version(inputs)
	return en_reader_notice_no_version(inputs)
});