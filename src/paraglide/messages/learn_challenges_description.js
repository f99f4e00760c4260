/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Challenges_DescriptionInputs */

const en_learn_challenges_description = /** @type {(inputs: Learn_Challenges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Challenges for kids: share your story, go on a Bible reading quest, master memory verses and collect achievements.`)
};

const es_learn_challenges_description = /** @type {(inputs: Learn_Challenges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos de la Verdad para niños: cuenta tu historia, sal de misión leyendo la Biblia, aprende versículos de memoria y colecciona logros.`)
};

/**
* | output |
* | --- |
* | "Truth Challenges for kids: share your story, go on a Bible reading quest, master memory verses and collect achievements." |
*
* @param {Learn_Challenges_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_challenges_description = /** @type {((inputs?: Learn_Challenges_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Challenges_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_challenges_description(inputs)
	return en_learn_challenges_description(inputs)
});