/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, query: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Search_FoundInputs */

const en_bible_search_found = /** @type {(inputs: Bible_Search_FoundInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse found for “${i?.query}” in the ${i?.version}.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses found for “${i?.query}” in the ${i?.version}.`);
	return /** @type {LocalizedString} */ ("bible_search_found");
};

const es_bible_search_found = /** @type {(inputs: Bible_Search_FoundInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Encontramos ${i?.count} versículo con «${i?.query}» en la ${i?.version}.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Encontramos ${i?.count} versículos con «${i?.query}» en la ${i?.version}.`);
	return /** @type {LocalizedString} */ ("bible_search_found");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse found for “{query}” in the {version}." |
* | "other" | "{count} verses found for “{query}” in the {version}." |
*
* @param {Bible_Search_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_found = /** @type {((inputs: Bible_Search_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_found(inputs)
	return en_bible_search_found(inputs)
});