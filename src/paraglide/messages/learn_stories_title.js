/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Stories_TitleInputs */

const en_learn_stories_title = /** @type {(inputs: Learn_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories from the Community`)
};

const es_learn_stories_title = /** @type {(inputs: Learn_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de la comunidad`)
};

/**
* | output |
* | --- |
* | "Stories from the Community" |
*
* @param {Learn_Stories_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_stories_title = /** @type {((inputs?: Learn_Stories_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Stories_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_stories_title(inputs)
	return en_learn_stories_title(inputs)
});