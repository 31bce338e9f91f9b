import { Card, Grid } from '@arco-design/web-react';
import { userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { AdminFrame, sectionPath, sectionsFor } from '../features/access';

function Overview() {
  const sections = sectionsFor(useAtomValue(userAtom));
  return (
    <>
      <h1 style={{ fontSize: 20 }}>管理后台</h1>
      <Grid.Row gutter={16}>
        {sections.map((section) => (
          <Grid.Col key={section.page} xs={24} md={12} lg={8} style={{ marginBottom: 16 }}>
            <Card title={<Link to={sectionPath(section)}>{section.label}</Link>}>{section.description}</Card>
          </Grid.Col>
        ))}
      </Grid.Row>
    </>
  );
}

/** /admin: the sections this account may open. */
export function AdminHomePage() {
  return (
    <AdminFrame roles={['admin', 'release']}>
      <Overview />
    </AdminFrame>
  );
}
