/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_State_StartedInputs */

const en_groups_state_started = /** @type {(inputs: Groups_State_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

const es_groups_state_started = /** @type {(inputs: Groups_State_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezado`)
};

/**
* | output |
* | --- |
* | "Started" |
*
* @param {Groups_State_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_started = /** @type {((inputs?: Groups_State_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_State_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_state_started(inputs)
	return en_groups_state_started(inputs)
});