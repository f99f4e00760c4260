/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Goal_LabelInputs */

const en_groups_goal_label = /** @type {(inputs: Groups_Goal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The class's goal for the week`)
};

const es_groups_goal_label = /** @type {(inputs: Groups_Goal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La meta de la clase para la semana`)
};

/**
* | output |
* | --- |
* | "The class's goal for the week" |
*
* @param {Groups_Goal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_label = /** @type {((inputs?: Groups_Goal_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_goal_label(inputs)
	return en_groups_goal_label(inputs)
});