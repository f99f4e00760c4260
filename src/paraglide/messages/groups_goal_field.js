/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Goal_FieldInputs */

const en_groups_goal_field = /** @type {(inputs: Groups_Goal_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A goal for the whole class this week (optional)`)
};

const es_groups_goal_field = /** @type {(inputs: Groups_Goal_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una meta para toda la clase esta semana (opcional)`)
};

/**
* | output |
* | --- |
* | "A goal for the whole class this week (optional)" |
*
* @param {Groups_Goal_FieldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_field = /** @type {((inputs?: Groups_Goal_FieldInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_FieldInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_goal_field(inputs)
	return en_groups_goal_field(inputs)
});