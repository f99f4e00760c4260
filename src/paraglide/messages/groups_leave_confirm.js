/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Leave_ConfirmInputs */

const en_groups_leave_confirm = /** @type {(inputs: Groups_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out of ${i?.group}? The leader stops seeing ${i?.name} at once.`)
};

const es_groups_leave_confirm = /** @type {(inputs: Groups_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Sacar a ${i?.name} de ${i?.group}? Quien dirige deja de ver a ${i?.name} en seguida.`)
};

/**
* | output |
* | --- |
* | "Take {name} out of {group}? The leader stops seeing {name} at once." |
*
* @param {Groups_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave_confirm = /** @type {((inputs: Groups_Leave_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Leave_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_leave_confirm(inputs)
	return en_groups_leave_confirm(inputs)
});