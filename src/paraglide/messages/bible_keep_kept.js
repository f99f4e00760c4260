/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bible_Keep_KeptInputs */

const en_bible_keep_kept = /** @type {(inputs: Bible_Keep_KeptInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Kept for offline: 1 chapter.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Kept for offline: ${i?.count} chapters.`);
	return /** @type {LocalizedString} */ ("bible_keep_kept");
};

const es_bible_keep_kept = /** @type {(inputs: Bible_Keep_KeptInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Listo para leer sin conexión: 1 capítulo.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Listo para leer sin conexión: ${i?.count} capítulos.`);
	return /** @type {LocalizedString} */ ("bible_keep_kept");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Kept for offline: 1 chapter." |
* | "other" | "Kept for offline: {count} chapters." |
*
* @param {Bible_Keep_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_kept = /** @type {((inputs: Bible_Keep_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_kept(inputs)
	return en_bible_keep_kept(inputs)
});