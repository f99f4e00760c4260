/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Groups_LeaveInputs */

const en_groups_leave = /** @type {(inputs: Groups_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out`)
};

const es_groups_leave = /** @type {(inputs: Groups_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sacar a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Take {name} out" |
*
* @param {Groups_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave = /** @type {((inputs: Groups_LeaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_LeaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_leave(inputs)
	return en_groups_leave(inputs)
});