/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Child_WeekInputs */

const en_family_child_week = /** @type {(inputs: Family_Child_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s week`)
};

const es_family_child_week = /** @type {(inputs: Family_Child_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semana de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s week" |
*
* @param {Family_Child_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_child_week = /** @type {((inputs: Family_Child_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Child_WeekInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_child_week(inputs)
	return en_family_child_week(inputs)
});