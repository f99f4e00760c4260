/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Mine_TitleInputs */

const en_community_mine_title = /** @type {(inputs: Community_Mine_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Questions and Prayers`)
};

const es_community_mine_title = /** @type {(inputs: Community_Mine_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis preguntas y oraciones`)
};

/**
* | output |
* | --- |
* | "My Questions and Prayers" |
*
* @param {Community_Mine_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_mine_title = /** @type {((inputs?: Community_Mine_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Mine_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_mine_title(inputs)
	return en_community_mine_title(inputs)
});