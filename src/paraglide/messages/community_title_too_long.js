/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Community_Title_Too_LongInputs */

const en_community_title_too_long = /** @type {(inputs: Community_Title_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep the title under ${i?.max} characters.`)
};

const es_community_title_too_long = /** @type {(inputs: Community_Title_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El título debe tener menos de ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "Please keep the title under {max} characters." |
*
* @param {Community_Title_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_title_too_long = /** @type {((inputs: Community_Title_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Title_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_title_too_long(inputs)
	return en_community_title_too_long(inputs)
});