/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Goal_SaveInputs */

const en_groups_goal_save = /** @type {(inputs: Groups_Goal_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the goal`)
};

const es_groups_goal_save = /** @type {(inputs: Groups_Goal_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la meta`)
};

/**
* | output |
* | --- |
* | "Save the goal" |
*
* @param {Groups_Goal_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_save = /** @type {((inputs?: Groups_Goal_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_goal_save(inputs)
	return en_groups_goal_save(inputs)
});