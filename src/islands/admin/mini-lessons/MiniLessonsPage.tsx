import type { ReactElement } from 'react';
import { AdminPage } from '../AdminPage.tsx';
import MiniLessonsManager from './MiniLessonsManager.tsx';

/** /admin/mini-lessons (admin only; the API checks again). */
export default function MiniLessonsPage(): ReactElement {
  return (
    <AdminPage title="Mini Lessons Admin">
      <MiniLessonsManager />
    </AdminPage>
  );
}
