/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Delete_ConfirmInputs */

const en_groups_delete_confirm = /** @type {(inputs: Groups_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this group with its assignments, members and notes? This cannot be undone.`)
};

const es_groups_delete_confirm = /** @type {(inputs: Groups_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar este grupo con sus tareas, miembros y notas? No se puede deshacer.`)
};

/**
* | output |
* | --- |
* | "Delete this group with its assignments, members and notes? This cannot be undone." |
*
* @param {Groups_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_delete_confirm = /** @type {((inputs?: Groups_Delete_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Delete_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_delete_confirm(inputs)
	return en_groups_delete_confirm(inputs)
});