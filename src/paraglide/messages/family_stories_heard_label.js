/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Stories_Heard_LabelInputs */

const en_family_stories_heard_label = /** @type {(inputs: Family_Stories_Heard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible stories heard:`)
};

const es_family_stories_heard_label = /** @type {(inputs: Family_Stories_Heard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas escuchadas:`)
};

/**
* | output |
* | --- |
* | "Bible stories heard:" |
*
* @param {Family_Stories_Heard_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_label = /** @type {((inputs?: Family_Stories_Heard_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Stories_Heard_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_stories_heard_label(inputs)
	return en_family_stories_heard_label(inputs)
});