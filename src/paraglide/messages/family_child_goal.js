/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Child_GoalInputs */

const en_family_child_goal = /** @type {(inputs: Family_Child_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s weekly goal`)
};

const es_family_child_goal = /** @type {(inputs: Family_Child_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La meta semanal de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s weekly goal" |
*
* @param {Family_Child_GoalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_child_goal = /** @type {((inputs: Family_Child_GoalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Child_GoalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_child_goal(inputs)
	return en_family_child_goal(inputs)
});