/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Read_BadgeInputs */

const en_reader_read_badge = /** @type {(inputs: Reader_Read_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Read`)
};

const es_reader_read_badge = /** @type {(inputs: Reader_Read_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Leído`)
};

/**
* | output |
* | --- |
* | "✅ Read" |
*
* @param {Reader_Read_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_read_badge = /** @type {((inputs?: Reader_Read_BadgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Read_BadgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_read_badge(inputs)
	return en_reader_read_badge(inputs)
});