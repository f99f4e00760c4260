/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Keep_TitleInputs */

const en_bible_keep_title = /** @type {(inputs: Bible_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this book for offline`)
};

const es_bible_keep_title = /** @type {(inputs: Bible_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar este libro para leer sin conexión`)
};

/**
* | output |
* | --- |
* | "Keep this book for offline" |
*
* @param {Bible_Keep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_title = /** @type {((inputs?: Bible_Keep_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_title(inputs)
	return en_bible_keep_title(inputs)
});