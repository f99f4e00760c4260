import { type FormEvent, type ReactElement, useState } from 'react';
import { apiRequest } from '../../../client/request.ts';
import type { MemoryAccess } from '../../../lib/memory/verse-access.ts';
import { memoryMessages } from '../../../lib/memory/verse-access.ts';
import { toast } from '../../../stores/toasts.ts';
import { TextInput } from '../../auth/FormFields.tsx';
import { CardSection } from '../../shared/CardSection.tsx';
import { OneFieldForm, VerseForm } from './OneFieldForm.tsx';

export interface BuiltInSet {
  id: string;
  name: string;
  emoji: string;
  description: string;
  references: string[];
}

export interface Collection {
  id: string;
  name: string;
  items: Array<{ key: string; reference: string }>;
}

const failed = (message: string): void =>
  void toast({ title: 'Error', description: message, variant: 'error' });

function PlansLink(): ReactElement {
  return (
    <a href="/subscription/" className="font-semibold text-brand-700 underline">
      See the plans
    </a>
  );
}

/** The built-in sets (Premium): each one's verses join the learner's verses in one tap. */
export function VerseSets({
  sets,
  access,
  signedIn,
  onChange,
}: {
  sets: BuiltInSet[];
  access: MemoryAccess | null;
  signedIn: boolean;
  onChange: () => Promise<void>;
}): ReactElement {
  const [busy, setBusy] = useState('');
  async function start(set: BuiltInSet): Promise<void> {
    setBusy(set.id);
    const res = await apiRequest<{ added: number; message: string }>(
      'POST',
      `/api/memory/sets/${set.id}/start`,
      {},
    );
    setBusy('');
    if (!res.ok) return failed(res.message);
    toast({ title: `${set.emoji} ${set.name}`, description: res.data.message, variant: 'success' });
    await onChange();
  }
  return (
    <CardSection titleId="sets-title" title="Verse Sets" className="grid gap-4">
      {signedIn && access && !access.builtInSets && (
        <p className="text-slate-700" data-sets-locked data-offer>
          {memoryMessages.setsNeedPremium} <PlansLink />
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-2" data-verse-sets>
        {sets.map((set) => (
          <li key={set.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-verse-set={set.id}>
            <h3 className="text-lg font-bold text-brand-900">
              <span aria-hidden="true">{set.emoji} </span>
              {set.name}
            </h3>
            <p className="text-slate-700">{set.description}</p>
            <p className="mt-1 text-sm text-slate-600">{set.references.join(' · ')}</p>
            {access?.builtInSets && (
              <button
                type="button"
                className="btn-primary mt-3"
                disabled={busy === set.id}
                onClick={() => void start(set)}
                aria-label={`Learn the ${set.name} set`}
              >
                Learn this set
              </button>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** One collection: its verses, a box to add one, renaming and deleting. */
function CollectionCard({
  collection,
  onChange,
}: {
  collection: Collection;
  onChange: () => Promise<void>;
}): ReactElement {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(collection.name);
  const base = `/api/memory/collections/${collection.id}`;

  const add = (reference: string) =>
    apiRequest<{ added: boolean; verse: { reference: string } }>('POST', `${base}/verses`, { reference });
  async function added({ added, verse }: { added: boolean; verse: { reference: string } }): Promise<void> {
    const where = added ? 'is in' : 'is already in';
    toast({ title: `${verse.reference} ${where} ${collection.name}.`, variant: 'success' });
    await onChange();
  }
  async function rename(event: FormEvent): Promise<void> {
    event.preventDefault();
    const res = await apiRequest('PATCH', base, { name });
    if (!res.ok) return failed(res.message);
    setRenaming(false);
    await onChange();
  }
  async function remove(key: string): Promise<void> {
    const res = await apiRequest('DELETE', `${base}/verses/${key}`);
    if (!res.ok) return failed(res.message);
    await onChange();
  }
  async function removeCollection(): Promise<void> {
    if (!window.confirm(`Delete the collection "${collection.name}"? Its verses stay in your verses.`))
      return;
    const res = await apiRequest('DELETE', base);
    if (!res.ok) return failed(res.message);
    await onChange();
  }

  return (
    <li
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      data-collection={collection.name}
    >
      {renaming ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void rename(e)} noValidate>
          <TextInput id={`rename-${collection.id}`} label="Collection name" value={name} onChange={setName} />
          <button type="submit" className="btn-sun">
            Save Name
          </button>
          <button type="button" className="btn-ghost" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <h3 className="text-lg font-bold text-brand-900">{collection.name}</h3>
      )}
      {collection.items.length === 0 ? (
        <p className="text-slate-700">No verses yet. Add one below.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {collection.items.map((item) => (
            <li key={item.key} className="flex items-center gap-1 rounded-full bg-grape-100 py-1 pr-1 pl-3">
              <span className="font-semibold text-grape-700">{item.reference}</span>
              <button
                type="button"
                className="min-h-8 min-w-8 rounded-full font-bold text-grape-700 hover:bg-grape-200"
                aria-label={`Remove ${item.reference} from ${collection.name}`}
                onClick={() => void remove(item.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <VerseForm label={`Add a verse to ${collection.name}`} submit="Add" send={add} onSent={added} />
      <div className="flex flex-wrap gap-2">
        {!renaming && (
          <button type="button" className="btn-ghost" onClick={() => setRenaming(true)}>
            Rename
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={() => void removeCollection()}>
          Delete Collection
        </button>
      </div>
    </li>
  );
}

/** The learner's own collections (the Annual plan). */
export function MyCollections({
  collections,
  access,
  onChange,
}: {
  collections: Collection[];
  access: MemoryAccess;
  onChange: () => Promise<void>;
}): ReactElement {
  const make = (name: string) => apiRequest('POST', '/api/memory/collections', { name });
  return (
    <CardSection titleId="collections-title" title="My Collections" className="grid gap-4">
      {!access.ownCollections ? (
        <p className="text-slate-700" data-collections-locked data-offer>
          {memoryMessages.collectionsNeedAnnual} <PlansLink />
        </p>
      ) : (
        <>
          <OneFieldForm label="New collection name" submit="Make Collection" send={make} onSent={onChange} />
          {collections.length === 0 ? (
            <p className="text-slate-700">No collections yet. Name one above, then add verses to it.</p>
          ) : (
            <ul className="grid gap-3" data-collections>
              {collections.map((c) => (
                <CollectionCard key={c.id} collection={c} onChange={onChange} />
              ))}
            </ul>
          )}
        </>
      )}
    </CardSection>
  );
}
