/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reader_Marked_Read_ToastInputs */

const en_reader_marked_read_toast = /** @type {(inputs: Reader_Marked_Read_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Marked ${i?.name} as read! 📖`)
};

const es_reader_marked_read_toast = /** @type {(inputs: Reader_Marked_Read_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ ¡Marcaste ${i?.name} como leído! 📖`)
};

/**
* | output |
* | --- |
* | "✅ Marked {name} as read! 📖" |
*
* @param {Reader_Marked_Read_ToastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_marked_read_toast = /** @type {((inputs: Reader_Marked_Read_ToastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Marked_Read_ToastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_marked_read_toast(inputs)
	return en_reader_marked_read_toast(inputs)
});