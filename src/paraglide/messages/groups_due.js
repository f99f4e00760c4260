/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Groups_DueInputs */

const en_groups_due = /** @type {(inputs: Groups_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.day}`)
};

const es_groups_due = /** @type {(inputs: Groups_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para el ${i?.day}`)
};

/**
* | output |
* | --- |
* | "by {day}" |
*
* @param {Groups_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_due = /** @type {((inputs: Groups_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_due(inputs)
	return en_groups_due(inputs)
});