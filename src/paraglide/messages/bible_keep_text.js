/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, book: NonNullable<unknown> }} Bible_Keep_TextInputs */

const en_bible_keep_text = /** @type {(inputs: Bible_Keep_TextInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Save all ${i?.count} chapter of ${i?.book} on this device to read them without a connection.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Save all ${i?.count} chapters of ${i?.book} on this device to read them without a connection.`);
	return /** @type {LocalizedString} */ ("bible_keep_text");
};

const es_bible_keep_text = /** @type {(inputs: Bible_Keep_TextInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Guarda el capítulo de ${i?.book} en este aparato para leerlo sin conexión.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Guarda los ${i?.count} capítulos de ${i?.book} en este aparato para leerlos sin conexión.`);
	return /** @type {LocalizedString} */ ("bible_keep_text");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Save all {count} chapter of {book} on this device to read them without a connection." |
* | "other" | "Save all {count} chapters of {book} on this device to read them without a connection." |
*
* @param {Bible_Keep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_text = /** @type {((inputs: Bible_Keep_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_text(inputs)
	return en_bible_keep_text(inputs)
});