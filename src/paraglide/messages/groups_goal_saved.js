/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Goal_SavedInputs */

const en_groups_goal_saved = /** @type {(inputs: Groups_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goal saved`)
};

const es_groups_goal_saved = /** @type {(inputs: Groups_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta guardada`)
};

/**
* | output |
* | --- |
* | "Goal saved" |
*
* @param {Groups_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_saved = /** @type {((inputs?: Groups_Goal_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_goal_saved(inputs)
	return en_groups_goal_saved(inputs)
});