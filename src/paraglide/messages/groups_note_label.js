/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_LabelInputs */

const en_groups_note_label = /** @type {(inputs: Groups_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week's note`)
};

const es_groups_note_label = /** @type {(inputs: Groups_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nota de esta semana`)
};

/**
* | output |
* | --- |
* | "This week's note" |
*
* @param {Groups_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_label = /** @type {((inputs?: Groups_Note_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_label(inputs)
	return en_groups_note_label(inputs)
});