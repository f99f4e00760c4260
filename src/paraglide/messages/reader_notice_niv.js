/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Reader_Notice_NivInputs */

const en_reader_notice_niv = /** @type {(inputs: Reader_Notice_NivInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The NIV is coming soon, so the ${i?.version} is shown.`)
};

const es_reader_notice_niv = /** @type {(inputs: Reader_Notice_NivInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La NIV llegará muy pronto; mientras tanto se muestra la ${i?.version}.`)
};

/**
* | output |
* | --- |
* | "The NIV is coming soon, so the {version} is shown." |
*
* @param {Reader_Notice_NivInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_niv = /** @type {((inputs: Reader_Notice_NivInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Notice_NivInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_notice_niv(inputs)
	return en_reader_notice_niv(inputs)
});