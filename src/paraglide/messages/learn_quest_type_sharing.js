/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_SharingInputs */

const en_learn_quest_type_sharing = /** @type {(inputs: Learn_Quest_Type_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`💬 Sharing`)
};

const es_learn_quest_type_sharing = /** @type {(inputs: Learn_Quest_Type_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`💬 Compartir`)
};

/**
* | output |
* | --- |
* | "💬 Sharing" |
*
* @param {Learn_Quest_Type_SharingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_sharing = /** @type {((inputs?: Learn_Quest_Type_SharingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_SharingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_sharing(inputs)
	return en_learn_quest_type_sharing(inputs)
});