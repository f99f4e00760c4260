/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Wall_TitleInputs */

const en_community_wall_title = /** @type {(inputs: Community_Wall_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words of Encouragement`)
};

const es_community_wall_title = /** @type {(inputs: Community_Wall_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras de ánimo`)
};

/**
* | output |
* | --- |
* | "Words of Encouragement" |
*
* @param {Community_Wall_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_wall_title = /** @type {((inputs?: Community_Wall_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Wall_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_wall_title(inputs)
	return en_community_wall_title(inputs)
});